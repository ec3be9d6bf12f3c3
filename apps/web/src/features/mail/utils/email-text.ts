/** Why a subject cannot be sent, as the server would refuse it: empty, or more than one line (a header of its own). */
export function subjectProblem(subject: string): 'required' | 'oneLine' | null {
  const trimmed = subject.trim();
  if (trimmed === '') return 'required';
  if (/[\r\n\u2028\u2029]/.test(trimmed)) return 'oneLine';
  return null;
}
