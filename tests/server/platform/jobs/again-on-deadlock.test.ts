import { againOnDeadlock } from '../../../../server/platform/jobs/schedule-queues';

/** A step failing with each of `errors` in turn, then answering 'done'; counts its tries. */
function stepFailing(...errors: unknown[]) {
  let tries = 0;
  const step = async () => {
    const error = errors[tries];
    tries += 1;
    if (error !== undefined) throw error;
    return 'done';
  };
  return { step, tries: () => tries };
}

const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('againOnDeadlock: a registration step chosen as a deadlock’s victim runs again', () => {
  it('runs it again after a deadlock, until it answers', async () => {
    const { step, tries } = stepFailing(deadlock, deadlock);
    await expect(againOnDeadlock(step)).resolves.toBe('done');
    expect(tries()).toBe(3);
  });

  it('gives any other error up at once', async () => {
    const refused = Object.assign(new Error('permission denied'), { code: '42501' });
    const { step, tries } = stepFailing(refused);
    await expect(againOnDeadlock(step)).rejects.toBe(refused);
    expect(tries()).toBe(1);
  });

  it('gives up after its tries', async () => {
    const { step, tries } = stepFailing(deadlock, deadlock, deadlock);
    await expect(againOnDeadlock(step, 3)).rejects.toBe(deadlock);
    expect(tries()).toBe(3);
  });
});
