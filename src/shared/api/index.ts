export * from './fields';
export * from './resources';
export * from './requests';
export * from './envelopes';
export * from './decode';
export * from './validate';
export * from './problems';
