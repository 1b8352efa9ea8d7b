import { describe, expect, it } from 'vitest';
import { createEditOf, formValuesOf, typingProblems, type ContactFormField } from '../../src/renderer/src/contacts/contact-form-values';

/** The contact form checks as the user types, with the schemas saving uses, at the fields already typed in. */
describe('contact form problems while typing', () => {
  const touched = (...fields: ContactFormField[]) => new Set(fields);

  it('names a phone too short to dial and an emptied first name, once typed in', () => {
    const values = { ...formValuesOf(), first_name: '  ', phone: '709-87' };
    const problems = typingProblems(createEditOf(values, 'new'), touched('first_name', 'phone'));
    expect(Object.keys(problems).sort()).toEqual(['first_name', 'phone']);
    expect(problems.first_name).toMatch(/^First name/);
    expect(problems.phone).toContain('e.g. +15551234567');
  });

  it('says nothing about fields not typed in yet, nor about values that would save', () => {
    expect(typingProblems(createEditOf(formValuesOf(), 'new'), touched())).toEqual({});
    expect(typingProblems(createEditOf({ ...formValuesOf(), first_name: 'Ada', phone: '+16177098781' }, 'new'), touched('first_name', 'phone'))).toEqual({});
  });
});
