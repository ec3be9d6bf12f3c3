import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractText } from '../../../platform/documents/extract-text';
import { CORPUS_DIR, corpusFile, postingInput, readGradedPostings } from '../../../testing/corpus';
import { twoAtATime } from '../../../testing/two-at-a-time';
import { analyzeCvText } from './analyze-cv';
import { termsMissingFrom, unsupportedTerms } from './quote-support';

// A quote must support its verdict (issue 34): what a reason names as shown in the CV is in the line it quotes.

const NOW = new Date('2026-11-29T12:00:00Z');

describe('a verdict and its quote', () => {
  // JuliaRocha/curriculo (as printed): what the condition asks is in the skills list and in a job's line.
  const SPREAD = `Julia Rocha
Experiência
Atendente – Central de relacionamento 2021 – 2024
Atendimento por telefone
Resolução de reclamações de clientes.
Competências
Microsoft Office: Word, PowerPoint, and basic Excel
`;
  const CONDITION = 'Informática básica: pacote Office, e-mail e sistemas de atendimento';

  it('quotes every line that shows what its reason names, and names nothing it does not quote', () => {
    const analysis = analyzeCvText(
      { text: SPREAD, posting: { position: 'Atendente', tasks: '', mandatory: [CONDITION], desirable: [], language: 'pt' } },
      NOW,
    );
    const assessment = analysis.conditions[0]!;
    expect(assessment.verdict).toBe('partly');
    expect(assessment.evidence).toContain('Atendimento por telefone');
    expect(assessment.evidence).toContain('Microsoft Office');
    expect(unsupportedTerms(assessment)).toEqual([]);
    expect(assessment.reason).toMatch(/pacote Office/);
    expect(assessment.reason).toMatch(/atendimento/);
  });

  it('reads the quote as the engine reads a condition: in other languages and by synonyms', () => {
    expect(termsMissingFrom('Containerised the services with Docker and Kubernetes', ['contenedores'])).toEqual([]);
    expect(termsMissingFrom('Statistical modelling in R and SQL', ['estadística'])).toEqual([]);
    expect(termsMissingFrom('US Patent: Database sharding for mobile apps', ['Spark'])).toEqual(['Spark']);
  });
});

const BENCH = fileURLToPath(new URL('../../../../../../bench/', import.meta.url));
/** Every posting we grade against: the corpus's, and ours in bench/ (rankings and rankings-unseen). */
const POSTINGS = [join(CORPUS_DIR, 'rankings/postings.json'), join(BENCH, 'rankings/postings.json'), join(BENCH, 'rankings-unseen/postings.json')]
  .filter((file) => existsSync(file))
  .flatMap(readGradedPostings);

describe('every corpus CV against every posting we have', () => {
  const files = readdirSync(join(CORPUS_DIR, 'cvs')).filter((file) => !file.startsWith('.'));
  const texts = new Map<string, string>();

  beforeAll(async () => {
    await Promise.all(
      files.map((file) =>
        twoAtATime(async () => {
          const extracted = await extractText(corpusFile(`cvs/${file}`));
          if (extracted.ok) texts.set(file, extracted.text);
        }),
      ),
    );
  }, 300_000);

  it('has the postings and the CVs', () => {
    expect(POSTINGS.length).toBeGreaterThanOrEqual(14);
    expect(texts.size).toBeGreaterThanOrEqual(54);
  });

  it('quotes what every verdict met or in part names as shown', () => {
    const unsupported: string[] = [];
    for (const posting of POSTINGS) {
      for (const [file, text] of texts) {
        const analysis = analyzeCvText({ text, posting: postingInput(posting) }, NOW);
        for (const assessment of analysis.conditions) {
          const missing = unsupportedTerms(assessment);
          // Names files and terms, never the CV's lines: they are personal data.
          if (missing.length > 0) unsupported.push(`${posting.key} ${file}: ${assessment.condition} (${missing.join(', ')})`);
        }
      }
    }
    expect(unsupported).toEqual([]);
  }, 300_000);
});
