/**
 * A bus whose every publish is also handed to `tap` (app.ts: notifications hear every order
 * status change published in this process, without a subscription of their own). The rest of
 * the bus is the original's. A failing tap never fails the publish.
 */
export function tapPublishes<B extends { publish(event: never): void }>(
  bus: B,
  tap: (event: Parameters<B["publish"]>[0]) => void,
  onError: (error: unknown) => void,
): B {
  const publish = (event: Parameters<B["publish"]>[0]) => {
    bus.publish(event);
    try {
      tap(event);
    } catch (error) {
      onError(error);
    }
  };
  return new Proxy(bus, {
    get: (target, prop, receiver) =>
      prop === "publish" ? publish : (Reflect.get(target, prop, receiver) as unknown),
  });
}
