import { canonicalLanguage, DEFAULT_LANGUAGE } from '../catalog';
import { fakeAgentFromHost, type FakeAgent } from '../content/agents';

/**
 * "Standard creation" (spec 4.1): the real service crawls the website and
 * builds the agent from it. The sandbox never touches the network: it builds
 * a plausible agent from the URL's host name alone (the content module's
 * fakeAgentFromHost), so the same URL always gives the same agent.
 */
export type WebsiteAgentFields = Omit<FakeAgent, 'language'> & { language: string };

export function agentFromWebsite(websiteUrl: string): WebsiteAgentFields {
  const agent = fakeAgentFromHost(new URL(websiteUrl).hostname);
  // Only languages the sandbox supports, so a website agent can always be saved back unchanged.
  return { ...agent, language: canonicalLanguage(agent.language) ?? DEFAULT_LANGUAGE };
}
