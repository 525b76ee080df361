/**
 * Which features this deploy runs, for the Worker entry's first-request check (src/worker.ts): the
 * rule itself lives with the providers it switches (providers/feature-off.ts).
 */
export { reportFeaturesOff } from '../providers/feature-off';
