// The Campaigns section's code, loaded when it is first shown (shell/deferred-sections.ts).
export { CampaignsScreen } from './campaigns-screen';
export { createCampaignsScreenStore } from '../stores/campaigns-screen-store';
