export * from './time';
export * from './names';
export * from './linked-accounts';
export * from './user';
export * from './app-config';
export * from './session';
export * from './errors';
export * from './requests';
