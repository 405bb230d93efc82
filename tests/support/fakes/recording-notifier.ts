import type { Notifier, Question } from '@core/services/notifier';

/** Records what the console would show; `confirmAnswer` decides the logout confirm. */
export class RecordingNotifier implements Notifier {
  readonly errors: string[] = [];
  readonly successes: string[] = [];
  readonly warnings: string[] = [];
  readonly loadings: string[] = [];
  confirmCount = 0;
  confirmAnswer = true;
  /** The questions asked through `confirm`, in order. */
  readonly questions: Question[] = [];
  /** The answers to the next questions, in order; true (the first answer) once they run out. */
  readonly answers: boolean[] = [];

  error(message: string): void {
    this.errors.push(message);
  }
  success(message: string): void {
    this.successes.push(message);
  }
  warning(message: string): void {
    this.warnings.push(message);
  }
  loading(message: string): () => void {
    this.loadings.push(message);
    return () => undefined;
  }
  async confirmLoggedOut(): Promise<boolean> {
    this.confirmCount += 1;
    return this.confirmAnswer;
  }
  async confirm(question: Question): Promise<boolean> {
    this.questions.push(question);
    return this.answers.shift() ?? true;
  }
}
