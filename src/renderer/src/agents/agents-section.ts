// The Agents section's code, loaded when it is first shown (shell/deferred-sections.ts).
export { AgentsScreen } from './agents-screen';
export { createAgentsScreenStore } from '../stores/agents-screen-store';
