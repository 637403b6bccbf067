import { k, type LadderDef } from './schema.ts';

/** §6.3.1 "Principles of Personality", the default ladder. */
export const POP: LadderDef = {
  id: 'POP',
  name: 'Principles of Personality',
  steps: [
    { humour: 'C', cases: [k('eq', 1, 'win', 'stop'), k('gte', 2, 'discard', 'continue')] },
    { humour: 'S', cases: [k('gte', 2, 'win', 'stop'), k('eq', 1, 'discard', 'continue')] },
    {
      humour: 'M',
      cases: [k('eq', 2, 'win', 'stop'), k('gte', 3, 'discard', 'continue'), k('eq', 1, 'escape', 'continue')],
    },
    { humour: 'P', cases: [k('gte', 1, 'win', 'stop')] },
  ],
  provenance: 'published',
};

/** §6.3.2 the seed's example card, encoded literally (spec Q14). */
export const NOMEL: LadderDef = {
  id: 'NOMEL',
  name: 'No Melancholy',
  steps: [
    { humour: 'C', cases: [k('eq', 1, 'win', 'stop')] },
    { humour: 'S', cases: [k('eq', 2, 'win', 'stop')] },
    { humour: 'S', cases: [k('eq', 1, 'escape', 'continue')] },
    { humour: 'P', cases: [k('eq', 1, 'win', 'stop')] },
  ],
  provenance: 'published',
};

export const REVEL: LadderDef = {
  id: 'REVEL',
  name: 'Merrymaking',
  steps: [
    { humour: 'S', cases: [k('gte', 1, 'win', 'stop')] },
    { humour: 'C', cases: [k('eq', 1, 'win', 'stop'), k('gte', 2, 'discard', 'continue')] },
    {
      humour: 'M',
      cases: [k('eq', 2, 'win', 'stop'), k('eq', 1, 'escape', 'continue'), k('gte', 3, 'discard', 'continue')],
    },
    { humour: 'P', cases: [k('gte', 1, 'win', 'stop')] },
  ],
  provenance: 'stand-in',
};

export const CALM: LadderDef = {
  id: 'CALM',
  name: 'Cooler Heads',
  steps: [
    { humour: 'P', cases: [k('eq', 1, 'win', 'stop'), k('gte', 2, 'discard', 'continue')] },
    { humour: 'C', cases: [k('eq', 1, 'win', 'stop'), k('gte', 2, 'discard', 'continue')] },
    { humour: 'S', cases: [k('gte', 2, 'win', 'stop')] },
    { humour: 'M', cases: [k('eq', 1, 'escape', 'continue'), k('gte', 2, 'win', 'stop')] },
  ],
  provenance: 'stand-in',
};

export const INTRIGUE: LadderDef = {
  id: 'INTRIGUE',
  name: 'Whispers and Plots',
  steps: [
    { humour: 'M', cases: [k('eq', 1, 'win', 'stop'), k('gte', 2, 'escape', 'continue')] },
    { humour: 'C', cases: [k('eq', 1, 'win', 'stop'), k('gte', 2, 'discard', 'continue')] },
    { humour: 'S', cases: [k('gte', 2, 'win', 'stop'), k('eq', 1, 'discard', 'continue')] },
    { humour: 'P', cases: [k('gte', 1, 'win', 'stop')] },
  ],
  provenance: 'stand-in',
};

export const BEAST: LadderDef = {
  id: 'BEAST',
  name: 'Beastly Business',
  steps: [
    { humour: 'C', cases: [k('eq', 1, 'win', 'stop'), k('gte', 2, 'escape', 'continue')] },
    { humour: 'P', cases: [k('gte', 1, 'win', 'stop')] },
    { humour: 'S', cases: [k('gte', 2, 'win', 'stop'), k('eq', 1, 'escape', 'continue')] },
    { humour: 'M', cases: [k('eq', 2, 'win', 'stop')] },
  ],
  provenance: 'stand-in',
};

export const LADDERS: readonly LadderDef[] = [POP, NOMEL, REVEL, CALM, INTRIGUE, BEAST];
