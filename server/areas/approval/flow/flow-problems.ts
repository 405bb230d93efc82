/** The flow rules live with the contract, one copy for the server and the console's flow designer. */
export {
  type FlowProblem,
  flowProblems,
  publishProblems,
} from '../../../../manifests/contracts/approval-flow-problems';
