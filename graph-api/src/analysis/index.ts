// The public entry of src/analysis: work that crosses modules (a lint refuses imports past it).
import { type ApiModule, NOTHING_MOUNTED, serviceWiring } from '../api-module';
import { registerNightlyAnalysis } from './nightly-analysis';

/**
 * The nightly analysis of traders with Real-time analysis off (docs/reports-and-alerts.md): no
 * tables or routes, only a job over the insights and risk-rules modules listed before it.
 */
export const analysisModule = {
  name: 'analysis',
  entities: [],
  resolvers: [],
  mount: () => NOTHING_MOUNTED,
  services: serviceWiring((infra, needs: Parameters<typeof registerNightlyAnalysis>[1]) => {
    registerNightlyAnalysis(infra.jobs, needs);
    return {};
  }, { insights: true, riskRules: true }),
} satisfies ApiModule;

export { NIGHTLY_ANALYSIS_JOB, NIGHTLY_ANALYSIS_LOCAL_TIME } from './nightly-analysis';
