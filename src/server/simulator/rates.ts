/**
 * How lively the simulated workspace is, in events per hour of simulated
 * time. `--time-scale X` multiplies them all: at 60, a campaign that dials
 * twelve times an hour dials about every five real seconds. Server
 * timestamps stay on the real clock; only the rates change.
 */
export const SIMULATION_RATES = {
  /** Outbound calls an active campaign places per hour, within its business hours. */
  campaignDialsPerHour: 12,
  /** Inbound calls each active agent that answers calls receives per hour. */
  inboundCallsPerAgentHour: 3,
  /** Website-widget calls each active agent that answers calls receives per hour. */
  webCallsPerAgentHour: 1.5,
} as const;

/** Dashboard edits per simulated minute when a demo workspace runs without --dashboard-edits. */
export const DEMO_DASHBOARD_EDITS_PER_MINUTE = 0.05;

/** How often the real server's timer ticks the simulator. */
export const DEFAULT_TICK_INTERVAL_MS = 500;

/**
 * Events one tick may produce at most, all processes together, so that a
 * tick stays a few milliseconds and requests keep flowing. Arrivals beyond it
 * are dropped, not queued: after a laptop sleeps, the workspace does not
 * replay the night in one burst.
 */
export const MAX_EVENTS_PER_TICK = 40;

/** Share of do-not-call conversations after which the contact is set to dnc, as the person asked. */
export const DNC_AFTER_REQUEST = 0.8;

/** Share of inbound and web callers who are known contacts of the workspace. */
export const KNOWN_CALLER = { inbound: 0.55, web: 0.25 } as const;
