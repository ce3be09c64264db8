export * from './change-password';
export * from './cookies';
export * from './forgot-password';
export * from './landing-redirect';
export * from './login';
export * from './login-email';
export * from './privacy-policy';
export * from './public-layout';
