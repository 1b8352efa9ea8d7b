// The Analytics section's code, chart.js with it, loaded when it is first shown (shell/deferred-sections.ts).
export { AnalyticsScreen } from './analytics-screen';
export { createAnalyticsStore } from '../stores/analytics-store';
