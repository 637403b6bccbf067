import { CALM, INTRIGUE, POP, REVEL } from './ladders.ts';
import { type CitizenType, cit, type LadderDef, type PartyTileDef, type ZoneId } from './schema.ts';

function party(
  id: string,
  order: PartyTileDef['order'],
  zone: ZoneId,
  name: string,
  citizens: readonly CitizenType[],
  ladder: LadderDef,
): PartyTileDef {
  return {
    id,
    order,
    zone,
    name,
    slots: citizens.map(cit),
    ladder: ladder.id,
    steps: ladder.steps,
    provenance: 'stand-in',
  };
}

/** The six party tiles of SC-1 (§9.5), in printed order. */
export const PARTIES: readonly PartyTileDef[] = [
  party('PT1', 1, 'A', 'The Coronation Ball', ['noble', 'noble', 'knight', 'bard', 'nun'], POP),
  party('PT2', 2, 'B', 'The Midsummer Revel', ['witch', 'bard', 'peasant', 'peasant'], REVEL),
  party('PT3', 3, 'C', 'The Feast of Fools', ['nun', 'bard', 'peasant', 'noble', 'witch'], POP),
  party('PT4', 4, 'D', 'The Harvest Fair', ['peasant', 'nun', 'knight', 'bard', 'noble', 'witch'], POP),
  party('PT5', 5, 'E', "The Dragon's Birthday", ['knight', 'witch', 'noble', 'nun'], INTRIGUE),
  party('PT6', 6, 'F', 'The Moonlit Regatta', ['noble', 'knight', 'nun', 'witch', 'peasant'], CALM),
];
