/** Verify page: where a hosted payment returns; /verify then asks the server, which asks the gateway. */
export const verifyPath = (orderId: string, success: boolean) =>
  `/verify?success=${success}&orderId=${encodeURIComponent(orderId)}`;
