// A whole run's API suite group 7 (tools/jest/api-groups.js).
import { runApiGroup } from './run-api-group.js';

await runApiGroup(7);
