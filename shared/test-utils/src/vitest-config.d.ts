export declare const componentTestConfig: {
  environment: 'jsdom';
  setupFiles: string[];
  include: string[];
  testTimeout: number;
  css: { modules: { classNameStrategy: 'non-scoped' } };
};
