export * from './read-store/read-store.port.js';
export * from './projection.js';
export * from './figures.js';
export * from './registry.js';
export * from './runner/change-notifier.js';
export * from './runner/event-source.js';
export * from './runner/projection-catalog.js';
export * from './runner/projection-runner.js';
