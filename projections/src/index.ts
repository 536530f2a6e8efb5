export * from './read-store/read-store.port.js';
