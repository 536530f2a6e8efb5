// A whole run's API suite group 2 (tools/jest/api-groups.js).
import { runApiGroup } from './run-api-group.js';

await runApiGroup(2);
