import fs from 'node:fs';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** At most this much of one page's snapshot is printed: the part that says what the page showed. */
const MAX_CHARS = 4_000;

/**
 * Prints, after the run's summary, what the page showed when each test failed: Playwright's error
 * context (the page's accessibility snapshot at the failure) is otherwise only a file under
 * test-results, which a CI run on another machine throws away. With it a failure reads "the page
 * said «Servizio non disponibile»" or "the loading overlay was still up", not only "not found".
 */
export default class FailureContextReporter implements Reporter {
  private readonly failures: { title: string; context: string }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const attachment = result.attachments.find((a) => a.name === 'error-context' && a.path);
    if (!attachment?.path || !fs.existsSync(attachment.path)) return;
    const text = fs.readFileSync(attachment.path, 'utf8');
    // The page's snapshot (a YAML block); the error and the test's source around it are in the list
    // reporter's lines already.
    const yaml = /```yaml\n([\s\S]*?)```/.exec(text);
    const snapshot = yaml?.[1] ?? text.split('# Test source')[0] ?? text;
    const context =
      snapshot.length > MAX_CHARS
        ? `${snapshot.slice(0, MAX_CHARS)}\n… (${snapshot.length} characters in all)`
        : snapshot;
    this.failures.push({ title: test.titlePath().filter(Boolean).join(' › '), context });
  }

  onEnd(_result: FullResult) {
    for (const { title, context } of this.failures) {
      process.stdout.write(`\n── What the page showed when it failed: ${title}\n${context}\n`);
    }
  }

  printsToStdio() {
    return true;
  }
}
