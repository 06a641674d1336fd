/**
 * The face of the discount policy (issue 17): the orders module asks it at placement whether the
 * order's discount is within the seller's cap or approved, and files the request when it is not.
 */
export { discountRoutes } from './discounts.routes.js';
export { ApprovalNeeded, assertDiscountAllowed, requestApproval, type DiscountDeps } from './discounts.service.js';
