export {
  ChangePasswordDialog,
  type ChangePasswordDialogProps,
  type ChangePasswordValues,
} from './change-password-dialog';
export { confirmPasswordProblem, isComplexPassword, PasswordMessages } from './password-rules';
