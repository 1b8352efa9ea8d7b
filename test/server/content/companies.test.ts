import { describe, expect, it } from 'vitest';
import { agentUpdateBody, campaignCreateBody } from '../../../src/shared/api';
import { AGENT_LANGUAGES } from '../../../src/server/content/agent-persona';
import { fakeAgent, fakeAgentFromHost } from '../../../src/server/content/agents';
import { fakeCampaign } from '../../../src/server/content/campaigns';
import { companyDomain, fakeCompany, fakeCompanyName } from '../../../src/server/content/companies';
import { inferIndustry } from '../../../src/server/content/industries';
import { createRandom } from '../../../src/server/support/random';
import { parseWebsiteHost } from '../../../src/server/content/website-host';

describe('fakeCompanyName', () => {
  it('repeats with the seed and varies across draws', () => {
    const names = (seed: string) => {
      const rng = createRandom(seed);
      return Array.from({ length: 500 }, () => fakeCompanyName(rng));
    };
    expect(names('companies')).toEqual(names('companies'));
    expect(new Set(names('companies')).size).toBeGreaterThan(300);
  });

  it('makes tidy names: no doubled spaces, no two ampersands, no trailing space', () => {
    const rng = createRandom('tidy');
    const names = Array.from({ length: 2_000 }, () => fakeCompanyName(rng));
    expect(names.filter((name) => name !== name.trim() || /\s{2}/.test(name) || name.split('&').length > 2)).toEqual([]);
  });

  it('keeps each company’s industry consistent with its name', () => {
    const rng = createRandom('industry');
    let agreeing = 0;
    for (let i = 0; i < 1_000; i++) {
      const company = fakeCompany(rng);
      if (inferIndustry(company.name).key === company.industry.key) agreeing++;
    }
    expect(agreeing).toBeGreaterThan(900);
  });

  it('derives an ASCII domain from the name', () => {
    expect(companyDomain('Oakfield Dental LLC')).toBe('oakfielddental.com');
    expect(companyDomain('Müller & Söhne Sanitär')).toBe('mullersohnesanitar.com');
    expect(companyDomain('山田')).toBe('company.com');
  });
});

describe('parseWebsiteHost', () => {
  it.each([
    ['acme-dental.co.uk', ['Acme', 'Dental'], 'uk'],
    ['www.brightsmiledental.com', ['Bright', 'Smile', 'Dental'], 'com'],
    ['https://www.oakfield-hvac.com.au/contact?x=1', ['Oakfield', 'HVAC'], 'au'],
    ['shop.northwind.io', ['Northwind'], 'io'],
    ['smith-and-jones-law.com', ['Smith', '&', 'Jones', 'Law'], 'com'],
    ['joesautorepair.com:8080', ['Joes', 'Auto', 'Repair'], 'com'],
    ['xn--caf-lumire-66ag.fr', ['Café', 'Lumière'], 'fr'],
  ])('reads %s as %j', (host, words, topLevelDomain) => {
    expect(parseWebsiteHost(host)).toEqual({ words, topLevelDomain });
  });

  it('finds no words in an IP address', () => {
    expect(parseWebsiteHost('192.168.0.1').words).toEqual([]);
  });

  it('decodes Punycode names, and keeps a broken one as written', () => {
    expect(parseWebsiteHost('xn--caf-dma.fr').words).toEqual(['Café']);
    expect(parseWebsiteHost('www.xn--rhtu98c.jp').words).toEqual(['山田']);
    expect(parseWebsiteHost('xn--zz.com').words).toEqual(['Xn', 'Zz']);
  });
});

describe('fakeAgentFromHost', () => {
  it('builds the agent of acme-dental.co.uk', () => {
    const agent = fakeAgentFromHost('acme-dental.co.uk');
    expect(agent.company_name).toBe('Acme Dental');
    expect(agent.name).toBe('Acme Dental Receptionist');
    expect(agent.language).toBe('en-GB');
    expect(agent.first_message).toContain(agent.assistant_name);
    expect(agent.first_message).toContain('Acme Dental');
    expect(agent.objective).toMatch(/dental|appointment/i);
    expect(agent.product_description).toContain('Acme Dental');
  });

  it('opens with "Hi, this is <assistant> from <company>" in at least some English agents', () => {
    const openings = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((x) => fakeAgentFromHost(`${x}-dental.com`).first_message);
    expect(openings.some((line) => /^Hi, this is \S+ from [A-Z]/.test(line))).toBe(true);
  });

  it.each([
    ['boulangerie-dupre.fr', 'fr-FR'],
    ['zahnarzt-mueller.de', 'de-DE'],
    ['clinica-sonrisa.es', 'es-ES'],
    ['acme-dental.co.uk', 'en-GB'],
    ['sydneyplumbing.com.au', 'en-AU'],
    ['acme.com', 'en-US'],
    ['acme.io', 'en-US'],
  ])('infers the language of %s as %s', (host, language) => {
    expect(fakeAgentFromHost(host).language).toBe(language);
  });

  it('greets in the agent’s language', () => {
    expect(fakeAgentFromHost('boulangerie-dupre.fr').first_message).toMatch(/Bonjour|Merci/);
    expect(fakeAgentFromHost('zahnarzt-mueller.de').first_message).toMatch(/Hallo|Guten Tag/);
    expect(fakeAgentFromHost('clinica-sonrisa.es').first_message).toMatch(/Hola|Gracias/);
  });

  it('picks the industry from the host', () => {
    expect(fakeAgentFromHost('riverside-plumbing.com').product_description).toMatch(/plumbing/i);
    expect(fakeAgentFromHost('harborrealty.com').objective).toMatch(/buyer|seller|showing/i);
  });

  it('gives the same agent for the same host, and follows an explicit random stream', () => {
    expect(fakeAgentFromHost('acme-dental.co.uk')).toEqual(fakeAgentFromHost('acme-dental.co.uk'));
    expect(fakeAgentFromHost('acme-dental.co.uk', createRandom('x'))).toEqual(fakeAgentFromHost('acme-dental.co.uk', createRandom('x')));
  });

  it('still makes an agent from a host with no name in it', () => {
    const agent = fakeAgentFromHost('10.0.0.1');
    expect(agent.company_name).toBe('Local Business');
    expect(agentUpdateBody.safeParse(agent).success).toBe(true);
  });
});

describe('fakeAgent', () => {
  it('makes agents that pass the agent update schema, in a language the sandbox offers', () => {
    const rng = createRandom('agents');
    const languages = new Set<string>();
    const directions = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const agent = fakeAgent(rng);
      const parsed = agentUpdateBody.safeParse(agent);
      if (!parsed.success) throw new Error(`${JSON.stringify(agent)}: ${parsed.error.message}`);
      expect(AGENT_LANGUAGES).toContain(agent.language);
      expect(agent.name.startsWith(agent.company_name)).toBe(true);
      expect(agent.first_message).toContain(agent.assistant_name);
      languages.add(agent.language);
      directions.add(agent.call_direction);
    }
    expect(languages.size).toBeGreaterThan(3);
    expect([...directions].sort()).toEqual(['both', 'inbound', 'outbound']);
  });

  it('repeats with the seed', () => {
    expect(fakeAgent(createRandom('same'))).toEqual(fakeAgent(createRandom('same')));
  });
});

describe('fakeCampaign', () => {
  it('makes campaigns that pass the campaign create schema and name the agent', () => {
    const rng = createRandom('campaigns');
    for (let i = 0; i < 200; i++) {
      const campaign = fakeCampaign(rng, 'Oakfield Dental Reminders');
      expect(campaignCreateBody.safeParse(campaign).success).toBe(true);
      expect(campaign.name.length).toBeGreaterThan(0);
      expect(campaign.description).toContain('Oakfield Dental Reminders');
      expect(campaign.description).not.toMatch(/\s{2}|\.\./);
    }
  });

  it('fits the campaign to the agent’s industry', () => {
    const campaign = fakeCampaign(createRandom('dental'), 'Oakfield Dental Reminders');
    expect(campaign.objective).toMatch(/check-up/);
  });
});
