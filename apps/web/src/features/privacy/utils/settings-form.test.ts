import { describe, expect, it } from 'vitest';
import { readPrivacyDraft } from './settings-form';

const valid = { politica_url: 'https://acme.example/privacidad', contacto_email: 'privacidad@acme.example', conservacion_meses: '12' };

describe('readPrivacyDraft', () => {
  it('reads the settings to send, trimmed, with the months as a number', () => {
    expect(readPrivacyDraft({ ...valid, politica_url: '  https://acme.example/p  ', contacto_email: ' dpo@acme.example ' })).toEqual({
      settings: { politica_url: 'https://acme.example/p', contacto_email: 'dpo@acme.example', conservacion_meses: 12 },
    });
  });

  it('takes an empty policy and contact: the company may have none', () => {
    expect(readPrivacyDraft({ politica_url: '', contacto_email: '', conservacion_meses: '1' })).toEqual({
      settings: { politica_url: '', contacto_email: '', conservacion_meses: 1 },
    });
  });

  it('names every field the server would refuse, in the form order', () => {
    expect(readPrivacyDraft({ politica_url: 'acme.example', contacto_email: 'no-es-un-correo', conservacion_meses: '0' })).toEqual({
      invalid: ['politica_url', 'contacto_email', 'conservacion_meses'],
    });
    expect(readPrivacyDraft({ ...valid, politica_url: 'javascript:alert(1)' })).toEqual({ invalid: ['politica_url'] });
  });

  it('takes whole months from 1 to 120 only', () => {
    for (const months of ['1', '120', ' 36 ']) expect(readPrivacyDraft({ ...valid, conservacion_meses: months })).toHaveProperty('settings');
    for (const months of ['', '0', '121', '1.5', '-3', '12 meses', '1e2']) {
      expect(readPrivacyDraft({ ...valid, conservacion_meses: months })).toEqual({ invalid: ['conservacion_meses'] });
    }
  });
});
