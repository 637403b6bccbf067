/**
 * The cards of the match on screen: what a card's rows and a village card's immediate half do
 * depends on the match's content edition (`contentEdition` in its rules), which the table provides
 * from its view. Outside a match (the rules pages) the cards are those new matches get.
 */
import { CURRENT_EDITION, editionOf, type RulesConfig, type Tables, tablesOf } from '@boardhall/tribes-of-the-wind';
import { createContext, type ReactNode, useContext } from 'react';

const EditionCards = createContext<Tables>(tablesOf(CURRENT_EDITION));

export function EditionProvider({ config, children }: { config: RulesConfig; children: ReactNode }) {
  return <EditionCards.Provider value={tablesOf(editionOf(config))}>{children}</EditionCards.Provider>;
}

/** The card tables of the match being shown (see the module comment). */
export function useCards(): Tables {
  return useContext(EditionCards);
}
