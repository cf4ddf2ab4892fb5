export declare const componentTestConfig: {
  environment: 'jsdom';
  setupFiles: string[];
  include: string[];
  css: { modules: { classNameStrategy: 'non-scoped' } };
};
