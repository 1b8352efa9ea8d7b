import { measureDncDetector } from '../support/dnc-quality';

/** Do-not-call detection: precision and recall on the labelled caller sentences, with what it got wrong. */
export function runDncBenchmarks(log: (line: string) => void): void {
  const quality = measureDncDetector();
  log(`labelled caller sentences: ${quality.sentences} (${quality.positives} requests, ${quality.sentences - quality.positives} not)`);
  log(`precision ${quality.precision.toFixed(3)}  recall ${quality.recall.toFixed(3)}  (true positives ${quality.truePositives}, false positives ${quality.falsePositives.length}, missed ${quality.falseNegatives.length})`);
  for (const sentence of quality.falsePositives) log(`  false positive [${sentence.kind}]: ${sentence.text}`);
  for (const sentence of quality.falseNegatives) log(`  missed [${sentence.kind}]: ${sentence.text}`);
}
