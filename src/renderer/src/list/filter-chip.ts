/** An applied filter as a chip: what the filter is ("Tag"), its value as applied ("vip"), and how to remove it. */
export interface FilterChip {
  name: string;
  value: string;
  remove: () => void;
}
