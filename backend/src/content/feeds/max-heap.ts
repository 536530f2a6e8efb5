/** A binary max-heap on a string key (the k-way merge of the home feed). */
export class MaxHeap<T> {
  private readonly items: T[] = [];

  constructor(private readonly keyOf: (item: T) => string) {}

  get size(): number {
    return this.items.length;
  }

  push(item: T): void {
    const items = this.items;
    items.push(item);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const up = items[parent];
      const here = items[i];
      if (up === undefined || here === undefined || this.keyOf(up) >= this.keyOf(here)) break;
      items[parent] = here;
      items[i] = up;
      i = parent;
    }
  }

  pop(): T | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length === 0 || last === undefined) return top;
    items[0] = last;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let largest = i;
      const key = (index: number) => {
        const item = items[index];
        return item === undefined ? '' : this.keyOf(item);
      };
      if (left < items.length && key(left) > key(largest)) largest = left;
      if (right < items.length && key(right) > key(largest)) largest = right;
      if (largest === i) break;
      const a = items[i];
      const b = items[largest];
      if (a === undefined || b === undefined) break;
      items[i] = b;
      items[largest] = a;
      i = largest;
    }
    return top;
  }
}
