import { testRemoteContract } from '@diva/test-utils';

testRemoteContract('admin', () => import('../src/remote-app.tsx'), { paths: ['', 'login', 'dashboard'] });
