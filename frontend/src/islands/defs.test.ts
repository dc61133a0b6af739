import { describe, expect, it } from 'vitest';
import type { IslandDef, IslandProps } from './defineIsland';

const DEFS = import.meta.glob<Record<string, IslandDef<IslandProps>>>('./defs/*.tsx', { eager: true });

describe('island declarations', () => {
  it('each export under defs/ declares the island its name finds: the default export `file`, another `file.key`', () => {
    expect(Object.keys(DEFS).length).toBeGreaterThan(0);
    for (const [path, exports] of Object.entries(DEFS)) {
      const file = /^\.\/defs\/(\w+)\.tsx$/.exec(path)?.[1];
      expect(Object.keys(exports).length).toBeGreaterThan(0);
      for (const [key, def] of Object.entries(exports)) {
        expect(def.name).toBe(key === 'default' ? file : `${file}.${key}`);
        expect(['interaction', 'visible', 'demand']).toContain(def.hydrate);
      }
    }
  });
});
