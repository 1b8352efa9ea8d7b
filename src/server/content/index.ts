/**
 * Fake content and calling-window logic for the sandbox's seeder and call
 * simulator. Everything here is pure: no database, no network, no clock;
 * randomness comes from a seeded `Random` and time is passed in.
 */

export { createRandom, weightedTable, type Random } from '../support/random';
export { fakePerson, CONTACT_TAGS, type FakePerson } from './people';
export { fakePhoneNumber, type PhoneCountry } from './phone-numbers';
export { fakeCompanyName, fakeCompany, companyDomain, type FakeCompany } from './companies';
export { fakeAgent, fakeAgentFromHost, type FakeAgent } from './agents';
export { AGENT_LANGUAGES, type AgentLanguage, type AgentDirection } from './agent-persona';
export { fakeCampaign, type FakeCampaign } from './campaigns';
export { fakeCall, type CallContext, type FakeCall } from './conversation';
export { CALL_STATUS_MIX, CALL_PRICING, callCost, type CallStatus } from './call-outcomes';
export { CALL_TOPICS, TOPIC_KEYWORDS, TOPIC_MIX, type CallTopic, type CallDirection, type Sentiment } from './call-topics';
export type { TranscriptLine } from './script';
export * as phraseBanks from './phrase-banks';
export { COMPETITORS } from './phrase-banks';
export { parseWebsiteHost, type WebsiteHost } from './website-host';
