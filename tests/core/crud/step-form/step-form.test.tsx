import { ApiError } from '@core/services/api-error';
import { screen, waitFor } from '@testing-library/react';
import { FakeDraftApi } from '@tests/support/fakes/fake-draft-api';
import { button, errorsOf, KIND, location, renderStepForm, shownStep, status } from './step-form-harness';

describe('StepForm steps', () => {
  it('validates a step before 下一步 and opens the next on its first field', async () => {
    const { user } = renderStepForm();
    expect(shownStep()).toBe('来访人');
    expect(screen.getAllByText('来访人').length).toBeGreaterThan(0);
    await user.click(button('下一步'));
    await waitFor(() => expect(errorsOf('姓名')).toBe('请输入姓名'));
    expect(shownStep()).toBe('来访人');
    expect(screen.getByLabelText('姓名')).toHaveFocus();

    await user.type(screen.getByLabelText('姓名'), '周杰');
    await user.type(screen.getByLabelText('手机号'), '139');
    await user.click(button('下一步'));
    await waitFor(() => expect(errorsOf('手机号')).toBe('请输入 11 位手机号'));
    expect(shownStep()).toBe('来访人');

    await user.type(screen.getByLabelText('手机号'), '00000001');
    await user.click(button('下一步'));
    await waitFor(() => expect(shownStep()).toBe('来访安排'));
    expect(screen.getByLabelText('来访事由')).toHaveFocus();
    expect(errorsOf('来访事由')).toBe('');
  });

  it('keeps what was typed on 上一步 and on a click of an earlier step', async () => {
    const { user } = renderStepForm();
    await user.type(screen.getByLabelText('姓名'), '周杰');
    await user.click(button('下一步'));
    await waitFor(() => expect(shownStep()).toBe('来访安排'));
    await user.type(screen.getByLabelText('来访事由'), '商务洽谈');
    await user.click(button('上一步'));
    await waitFor(() => expect(shownStep()).toBe('来访人'));
    expect(screen.getByLabelText('姓名')).toHaveValue('周杰');
    expect(screen.getByLabelText('姓名')).toHaveFocus();

    await user.click(button('下一步'));
    await waitFor(() => expect(shownStep()).toBe('来访安排'));
    expect(screen.getByLabelText('来访事由')).toHaveValue('商务洽谈');
    await user.click(button('下一步'));
    await waitFor(() => expect(shownStep()).toBe('确认'));
    // A later step cannot be jumped to; an earlier one can.
    await user.click(screen.getAllByText('来访人')[0]!);
    await waitFor(() => expect(shownStep()).toBe('来访人'));
  });

  it('moves to the next step on Enter in a field, and submits on Enter in the last', async () => {
    const { user, submitted } = renderStepForm();
    await user.type(screen.getByLabelText('姓名'), '{Enter}');
    await waitFor(() => expect(errorsOf('姓名')).toBe('请输入姓名'));
    expect(shownStep()).toBe('来访人');
    await user.type(screen.getByLabelText('姓名'), '周杰{Enter}');
    await waitFor(() => expect(shownStep()).toBe('来访安排'));
    await user.type(screen.getByLabelText('来访事由'), '商务洽谈{Enter}');
    await waitFor(() => expect(shownStep()).toBe('确认'));
    // Enter in a text area is a line break.
    await user.type(screen.getByLabelText('备注'), '第一行{Enter}第二行');
    expect(shownStep()).toBe('确认');
    expect(submitted).toEqual([]);
    await user.click(button('提交'));
    await waitFor(() =>
      expect(submitted).toEqual([{ name: '周杰', reason: '商务洽谈', note: '第一行\n第二行' }]),
    );
  });

  it('validates every step before 提交, showing the first that fails', async () => {
    const api = new FakeDraftApi();
    // A draft that stopped at the last step with the first step's name missing.
    api.put({ uniqueId: 'd1', kind: KIND, step: 2, values: { reason: '面试' } });
    const { user, submitted } = renderStepForm({ api, path: '/visits/add?draft=d1' });
    await waitFor(() => expect(shownStep()).toBe('确认'));
    await user.click(button('提交'));
    await waitFor(() => expect(shownStep()).toBe('来访人'));
    await waitFor(() => expect(errorsOf('姓名')).toBe('请输入姓名'));
    expect(screen.getByLabelText('姓名')).toHaveFocus();
    expect(submitted).toEqual([]);
  });

  it('shows a refusal on its field in the step that holds it, keeping every value', async () => {
    const { user, api } = renderStepForm({
      props: {
        onSubmit: () =>
          Promise.reject(new ApiError(400033, '该手机号已是本组织成员', { field: 'telephone' })),
      },
    });
    await user.type(screen.getByLabelText('姓名'), '周杰');
    await user.type(screen.getByLabelText('手机号'), '13900000001');
    await user.click(button('下一步'));
    await user.type(screen.getByLabelText('来访事由'), '商务洽谈');
    await user.click(button('下一步'));
    await waitFor(() => expect(shownStep()).toBe('确认'));
    await user.click(button('提交'));
    await waitFor(() => expect(shownStep()).toBe('来访人'));
    await waitFor(() => expect(errorsOf('手机号')).toBe('该手机号已是本组织成员'));
    expect(screen.getByLabelText('手机号')).toHaveFocus();
    expect(screen.getByLabelText('姓名')).toHaveValue('周杰');
    expect(screen.getByLabelText('来访事由')).toHaveValue('商务洽谈');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Refused: the draft stays, and saving goes on.
    expect(api.removed).toEqual([]);
    await user.type(screen.getByLabelText('手机号'), '0');
    await waitFor(() => expect(status()).toHaveTextContent(/草稿已保存/));
  });

  it('shows a refusal naming no field of the form above it', async () => {
    const { user } = renderStepForm({
      path: '/visits/add',
      props: { onSubmit: () => Promise.reject(new ApiError(100500, '服务暂时不可用')) },
    });
    await user.type(screen.getByLabelText('姓名'), '周杰{Enter}');
    await user.type(screen.getByLabelText('来访事由'), '商务洽谈{Enter}');
    await waitFor(() => expect(shownStep()).toBe('确认'));
    await user.click(button('提交'));
    expect(await screen.findByRole('alert')).toHaveTextContent('服务暂时不可用');
    expect(shownStep()).toBe('确认');
    expect(location()).toMatch(/^\/visits\/add/);
  });
});
