export {
  ChangePasswordDialog,
  type ChangePasswordDialogProps,
  type ChangePasswordValues,
} from './change-password-dialog';
export { NewPasswordFields } from './new-password-fields';
export { confirmPasswordProblem, isComplexPassword, PasswordMessages } from './password-rules';
