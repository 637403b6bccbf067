/** The resolution step lines are built from their parts, the same way in every language. */
export type Op = 'eq' | 'gte';
type Effect = 'win' | 'escape' | 'discard';
type Flow = 'stop' | 'continue';

export interface StepWords {
  readonly test: Readonly<Record<Op, string>>;
  readonly effect: Readonly<Record<Effect, string>>;
  readonly flow: Readonly<Record<Flow, string>>;
  readonly line: (test: string, effect: string, flow: string) => string;
}

type StepKey = `fh.log.step.${Op}.${Effect}.${Flow}`;

export function steps(w: StepWords): Record<StepKey, string> {
  const out = {} as Record<StepKey, string>;
  for (const op of ['eq', 'gte'] as const)
    for (const effect of ['win', 'escape', 'discard'] as const)
      for (const flow of ['stop', 'continue'] as const)
        out[`fh.log.step.${op}.${effect}.${flow}`] = w.line(w.test[op], w.effect[effect], w.flow[flow]);
  return out;
}
