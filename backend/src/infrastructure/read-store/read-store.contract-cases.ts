import type { Document, Filter, FindOptions, SortSpec } from '@flirtwire/projections';

/** The people every read store adapter's filter and sort cases run on, and what each case finds. */

export interface Person extends Document {
  _id: string;
  name: string;
  age?: number | null;
  score?: number;
  tags?: string[];
  address?: { city: string; zip?: string };
  visits?: Array<{ day: string; n: number }>;
  creatorId: string;
  status: string;
}

export const PEOPLE: Person[] = [
  {
    _id: 'p1',
    name: 'Ann',
    age: 30,
    score: 7.5,
    tags: ['a', 'b'],
    address: { city: 'Oslo', zip: '0150' },
    visits: [
      { day: 'mon', n: 2 },
      { day: 'tue', n: 5 },
    ],
    creatorId: 'c1',
    status: 'active',
  },
  {
    _id: 'p2',
    name: 'bob',
    age: 25,
    score: 9,
    tags: ['b'],
    address: { city: 'Bergen' },
    visits: [{ day: 'mon', n: 7 }],
    creatorId: 'c1',
    status: 'lapsed',
  },
  { _id: 'p3', name: 'Cid', age: null, tags: [], creatorId: 'c2', status: 'active' },
  {
    _id: 'p4',
    name: 'dee',
    score: 3,
    address: { city: 'Oslo' },
    creatorId: 'c1',
    status: 'active',
  },
  { _id: 'p5', name: 'Eve', age: 41, score: 9.5, tags: ['c', 'a'], creatorId: 'c2', status: 'new' },
  { _id: 'p6', name: 'ünal', age: 30, score: 1, creatorId: 'c1', status: 'active' },
];

/** Indexes under which every filter and sort case must give the same answer as a scan. */
export const PEOPLE_INDEXES: SortSpec[] = [
  { creatorId: 1, status: 1, age: 1 },
  { age: 1 },
  { name: 1 },
  { status: 1, score: -1 },
  { 'address.city': 1 },
  { tags: 1 },
  { score: 1 },
];

export const FILTER_CASES: Array<[string, Filter<Person>, string[]]> = [
  ['equality on a scalar', { age: 30 }, ['p1', 'p6']],
  [
    'numbers compare alike whether stored as int or double',
    { score: { $gte: 9, $lt: 9.5 } },
    ['p2'],
  ],
  ['a range over int and double values', { score: { $gt: 7 } }, ['p1', 'p2', 'p5']],
  ['null matches null and missing', { age: null }, ['p3', 'p4']],
  ['$exists: false', { age: { $exists: false } }, ['p4']],
  ['$exists: true (null exists)', { age: { $exists: true } }, ['p1', 'p2', 'p3', 'p5', 'p6']],
  ['$ne includes missing fields', { age: { $ne: 30 } }, ['p2', 'p3', 'p4', 'p5']],
  ['$in', { status: { $in: ['lapsed', 'new'] } }, ['p2', 'p5']],
  ['$in with null matches missing', { age: { $in: [null, 25] } }, ['p2', 'p3', 'p4']],
  ['$nin', { status: { $nin: ['active'] } }, ['p2', 'p5']],
  ['$nin includes missing fields', { age: { $nin: [30] } }, ['p2', 'p3', 'p4', 'p5']],
  ['a scalar matches an array element', { tags: 'a' }, ['p1', 'p5']],
  ['an array matches the whole array', { tags: ['b'] }, ['p2']],
  ['$in against array elements', { tags: { $in: ['c', 'x'] } }, ['p5']],
  ['a nested path', { 'address.city': 'Oslo' }, ['p1', 'p4']],
  ['$exists on a nested path', { 'address.zip': { $exists: true } }, ['p1']],
  ['a path through an array of objects', { 'visits.day': 'tue' }, ['p1']],
  ['a range through an array of objects', { 'visits.n': { $gt: 6 } }, ['p2']],
  [
    'conditions on array paths may be met by different elements',
    { 'visits.day': 'mon', 'visits.n': { $gt: 3 } },
    ['p1', 'p2'],
  ],
  [
    '$elemMatch needs one element to meet all',
    { visits: { $elemMatch: { day: 'mon', n: { $gt: 3 } } } },
    ['p2'],
  ],
  ['$regex is case-sensitive', { name: { $regex: '^[a-d]' } }, ['p2', 'p4']],
  [
    '$regex with the i option',
    { name: { $regex: '^[a-d]', $options: 'i' } },
    ['p1', 'p2', 'p3', 'p4'],
  ],
  ['$or', { $or: [{ age: 25 }, { status: 'new' }] }, ['p2', 'p5']],
  ['$and', { $and: [{ creatorId: 'c1' }, { status: 'active' }] }, ['p1', 'p4', 'p6']],
  ['$not', { score: { $not: { $gt: 5 } } }, ['p3', 'p4', 'p6']],
  ['comparison brackets types: strings only', { name: { $gt: 'a' } }, ['p2', 'p4', 'p6']],
  [
    'comparison brackets types: no string ages',
    { age: { $lt: 'z' } } as unknown as Filter<Person>,
    [],
  ],
  ['a range excludes null and missing', { age: { $gt: 0 } }, ['p1', 'p2', 'p5', 'p6']],
  [
    'an equality prefix and another condition',
    { creatorId: 'c1', status: 'active', age: { $gte: 30 } },
    ['p1', 'p6'],
  ],
  [
    '$in on an index prefix',
    { creatorId: 'c1', status: { $in: ['active', 'lapsed'] } },
    ['p1', 'p2', 'p4', 'p6'],
  ],
];

export const SORT_CASES: Array<[string, Filter<Person>, FindOptions, string[]]> = [
  [
    'missing and null sort first ascending',
    {},
    { sort: { age: 1, _id: 1 } },
    ['p3', 'p4', 'p2', 'p1', 'p6', 'p5'],
  ],
  ['and last descending', {}, { sort: { age: -1, _id: 1 } }, ['p5', 'p1', 'p6', 'p2', 'p3', 'p4']],
  ['strings in binary order', {}, { sort: { name: 1 } }, ['p1', 'p3', 'p5', 'p2', 'p4', 'p6']],
  [
    'int and double sort together',
    {},
    { sort: { score: 1, _id: 1 } },
    ['p3', 'p6', 'p4', 'p1', 'p2', 'p5'],
  ],
  [
    'two fields, mixed directions',
    {},
    { sort: { status: 1, score: -1 } },
    ['p1', 'p4', 'p6', 'p3', 'p2', 'p5'],
  ],
  [
    'an equality prefix, then the sort',
    { creatorId: 'c1', status: 'active' },
    { sort: { age: 1, _id: 1 } },
    ['p4', 'p1', 'p6'],
  ],
  [
    'skip and limit page the sorted result',
    {},
    { sort: { name: 1 }, skip: 2, limit: 2 },
    ['p5', 'p2'],
  ],
  [
    'a filtered, sorted page',
    { creatorId: 'c1' },
    { sort: { score: -1, _id: 1 }, skip: 1, limit: 2 },
    ['p1', 'p4'],
  ],
  ['a limit without a sort returns that many', { creatorId: 'c2' }, { limit: 1 }, ['*1']],
];
