import { describe, expect, it } from 'vitest';
import type { IslandDef, IslandProps } from './defineIsland';

const DEFS = import.meta.glob<{ default: IslandDef<IslandProps> }>('./defs/*.tsx', { eager: true });

describe('island declarations', () => {
  it('each file under defs/ declares the island of its own name: the browser loads an island by that name', () => {
    expect(Object.keys(DEFS).length).toBeGreaterThan(0);
    for (const [file, { default: def }] of Object.entries(DEFS)) {
      expect(`./defs/${def.name}.tsx`).toBe(file);
      expect(['interaction', 'visible', 'demand']).toContain(def.hydrate);
    }
  });
});
