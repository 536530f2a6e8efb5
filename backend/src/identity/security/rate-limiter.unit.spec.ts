import { describeRateLimiterContract } from './rate-limiter.contract.js';
import { InMemoryRateLimiter } from './rate-limiter.js';

describeRateLimiterContract('in memory', () =>
  Promise.resolve({ limiter: new InMemoryRateLimiter(), dispose: () => Promise.resolve() }),
);
