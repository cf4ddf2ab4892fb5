// The remote's own `./App` module, resolved per build (see rspack-config.ts).
declare module '@diva/remote-app' {
  import type { RemoteModule } from '@diva/contracts';

  const RemoteApp: RemoteModule['default'];
  export const area: RemoteModule['area'];
  export default RemoteApp;
}
