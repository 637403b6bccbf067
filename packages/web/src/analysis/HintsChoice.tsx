/**
 * The create form's "Allow hints" switch (online matches only; local games always allow them):
 * off by default, and unusable while the match is to be rated, saying why in one line. The join
 * page's note says the same to whoever takes a seat: joining such a match is agreeing to hints.
 */
import { useAnalysisT } from './text/index.ts';

export function HintsChoice(props: { rated: boolean; on: boolean; onChange: (on: boolean) => void }) {
  const at = useAnalysisT();
  return (
    <div className="rated-choice" data-testid="hints-choice">
      <label className="account-check">
        <input
          type="checkbox"
          checked={!props.rated && props.on}
          disabled={props.rated}
          onChange={(e) => props.onChange(e.target.checked)}
          data-testid="hints"
        />
        <span>
          {at('analysis.hints-choice.label')}
          <span className="hint">
            {props.rated ? at('analysis.hints-choice.why-rated') : at('analysis.hints-choice.hint')}
          </span>
        </span>
      </label>
    </div>
  );
}

/** The join page's line for a match that allows hints. */
export function HintsJoinNote() {
  const at = useAnalysisT();
  return (
    <p className="hint" data-testid="join-hints">
      {at('analysis.join.hints')}
    </p>
  );
}
