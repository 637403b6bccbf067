// Post-game analysis (issue #36): pure and browser-safe, so a Web Worker can run it.
export {
  type AnalysisOptions,
  analyseReplay,
  analyseReplayAsync,
  analysisBudget,
  assembleAnalysis,
  checkBudget,
} from './analyse.ts';
export { CALIBRATION_MARGIN, calibrate, fitCalibration } from './calibration.ts';
export {
  analyseDecision,
  analysisSearchOptions,
  analysisTuning,
  analysisValue,
  type DecisionSettings,
  decisionRng,
  PLAYED_MOVE_SHARE,
} from './decision.ts';
export {
  HINT_MOVES,
  type HintCandidate,
  type HintMove,
  type HintPosition,
  hintBot,
  hintBudget,
  hintMoves,
  hintSearch,
} from './hint.ts';
export { decisionAccuracy, LABEL_THRESHOLDS, labelOf, labelThresholds, seatAccuracy } from './labels.ts';
export { type AnalysisPlan, type DecisionPoint, planAnalysis } from './positions.ts';
export { firstPlaceShares, seatSummaries, TURNING_POINTS, turningPoints, valueSeries } from './summary.ts';
export type {
  DecisionAnalysis,
  GameAnalysis,
  JudgedMove,
  LabelThresholds,
  MoveLabel,
  SeatSummary,
  TurningPoint,
} from './types.ts';
