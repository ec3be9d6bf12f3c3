import { describe, expect, it } from 'vitest';
import { functionsConstructedBy } from './function-spy';

// No static import of zod or of the contract here: the test must see zod load as the candidate's page does.

describe("the candidate's pages' schemas (zod/mini) run without eval", () => {
  it('parse the way they answer without constructing a Function, with no configuration (zod-browser.ts is not on those pages)', async () => {
    const constructed = await functionsConstructedBy(async () => {
      const { z } = await import('zod/mini');
      const { publicUploadInfoSchema, uploadFieldsSchema } = await import('@postula/contract/applicants/intake');
      const { publicInterviewSchema, saveAnswerCall } = await import('@postula/contract/screening/interview');
      const { myApplicationCall } = await import('@postula/contract/applicants/my-data');
      const { errorBodySchema } = await import('@postula/contract/errors');
      // What the page loads sets nothing: the classic API's zod-browser.ts is what turns its JIT off.
      expect(z.config().jitless).toBeUndefined();

      expect(uploadFieldsSchema.parse({ empresa_id: '3', evaluacion_id: '12' })).toEqual({ empresa_id: 3, evaluacion_id: 12 });
      expect(publicUploadInfoSchema.safeParse({ empresa_id: 3 }).success).toBe(false);
      expect(publicInterviewSchema.safeParse({ nombre_empresa: 'A', puesto: 'B', idioma: 'es', estado: 'INICIADA', preguntas: [] }).success).toBe(true);
      expect(z.parse(saveAnswerCall.body!, { iv: ' 0123456789abcdefghij ', numero: 1, respuesta: 'Sí\u0000.' })).toEqual({
        iv: '0123456789abcdefghij',
        numero: 1,
        respuesta: 'Sí.',
      });
      expect(z.safeParse(myApplicationCall.query!, { t: 'short' }).success).toBe(false);
      expect(errorBodySchema.safeParse({ code: 'my_data_not_found', message: 'x', mensaje: 'x' }).success).toBe(true);
    });
    expect(constructed).toEqual([]);
  });
});
