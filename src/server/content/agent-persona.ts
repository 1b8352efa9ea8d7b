import type { Random } from '../support/random';
import { compileAll, type CompiledTemplate } from '../support/template';

/**
 * The voice of an agent: the languages the sandbox builds agents in, the
 * names agents introduce themselves with, and their opening lines, in the
 * agent's own language (a French agent greets in French).
 */

/** Every language a generated agent can have; the server must accept these. */
export const AGENT_LANGUAGES = ['en-US', 'en-GB', 'en-AU', 'fr-FR', 'de-DE', 'es-ES'] as const;
export type AgentLanguage = (typeof AGENT_LANGUAGES)[number];

export type AgentDirection = 'inbound' | 'outbound' | 'both';

interface Persona {
  readonly assistantNames: readonly string[];
  readonly inboundOpenings: readonly CompiledTemplate[];
  readonly outboundOpenings: readonly CompiledTemplate[];
}

const ENGLISH: Persona = {
  assistantNames: ['Ava', 'Emma', 'Olivia', 'Sophie', 'Grace', 'Chloe', 'Maya', 'Ella', 'Noah', 'Leo', 'Ethan', 'Oliver', 'Max', 'Zoë', 'Nina', 'Sam'],
  inboundOpenings: compileAll([
    'Hi, this is {assistant} from {company}. How can I help you today?',
    'Thanks for calling {company}! This is {assistant}, how can I help?',
    'Hello, you’ve reached {company}. I’m {assistant}, the virtual receptionist. What can I do for you?',
  ]),
  outboundOpenings: compileAll([
    'Hi, this is {assistant} from {company}. Do you have a quick minute?',
    'Hello! This is {assistant} calling from {company}. Is now a good time to talk?',
    'Hi there, {assistant} here from {company}. I’m calling with a quick follow-up.',
  ]),
};

const PERSONAS: Record<AgentLanguage, Persona> = {
  'en-US': ENGLISH,
  'en-GB': ENGLISH,
  'en-AU': ENGLISH,
  'fr-FR': {
    assistantNames: ['Léa', 'Chloé', 'Camille', 'Manon', 'Hugo', 'Louis', 'Inès', 'Élise'],
    inboundOpenings: compileAll(['Bonjour, ici {assistant} de {company}. Comment puis-je vous aider ?', 'Merci d’avoir appelé {company}, je suis {assistant}. Que puis-je faire pour vous ?']),
    outboundOpenings: compileAll(['Bonjour, ici {assistant} de {company}. Avez-vous une petite minute ?']),
  },
  'de-DE': {
    assistantNames: ['Lena', 'Mia', 'Hannah', 'Jonas', 'Lukas', 'Sophie', 'Felix', 'Mila'],
    inboundOpenings: compileAll(['Hallo, hier ist {assistant} von {company}. Wie kann ich Ihnen helfen?', 'Guten Tag, {company}, Sie sprechen mit {assistant}. Was kann ich für Sie tun?']),
    outboundOpenings: compileAll(['Guten Tag, hier ist {assistant} von {company}. Haben Sie kurz eine Minute Zeit?']),
  },
  'es-ES': {
    assistantNames: ['Lucía', 'Sofía', 'Martina', 'Mateo', 'Pablo', 'Carmen', 'Inés'],
    inboundOpenings: compileAll(['Hola, soy {assistant} de {company}. ¿En qué puedo ayudarle?', 'Gracias por llamar a {company}, le atiende {assistant}. ¿Qué necesita?']),
    outboundOpenings: compileAll(['Hola, soy {assistant} de {company}. ¿Tiene un minuto?']),
  },
};

export function fakeAssistantName(rng: Random, language: AgentLanguage): string {
  return rng.pick(PERSONAS[language].assistantNames);
}

export function fakeFirstMessage(rng: Random, language: AgentLanguage, direction: AgentDirection, assistant: string, company: string): string {
  const persona = PERSONAS[language];
  const openings = direction === 'outbound' ? persona.outboundOpenings : persona.inboundOpenings;
  return rng.pick(openings)({ assistant, company });
}

/** The locale a website's country-code domain suggests; English (US) otherwise. */
export function languageForTopLevelDomain(topLevelDomain: string): AgentLanguage {
  switch (topLevelDomain) {
    case 'fr':
      return 'fr-FR';
    case 'de':
    case 'at':
      return 'de-DE';
    case 'es':
      return 'es-ES';
    case 'uk':
    case 'ie':
      return 'en-GB';
    case 'au':
      return 'en-AU';
    default:
      return 'en-US';
  }
}

export const PERSONALITIES = [
  'Warm, patient and upbeat',
  'Professional and concise',
  'Friendly and reassuring, never pushy',
  'Cheerful and efficient',
  'Calm and empathetic',
  'Confident and knowledgeable',
];

export const CUSTOM_INSTRUCTIONS = [
  'Keep answers to two sentences unless the caller asks for detail.',
  'Confirm the caller’s phone number before ending the call.',
  'If the caller asks to be removed from the list, confirm it and end the call politely.',
  'Offer a callback from a team member when you cannot answer a question.',
  'Never quote a final price; give the range and offer a quote.',
  'Transfer the call to a human when the caller is upset.',
  'Spell out times with am or pm and the day of the week.',
];

export const AGENT_TOOLS = ['book_appointment', 'check_availability', 'transfer_call', 'send_sms', 'lookup_customer', 'end_call'];
