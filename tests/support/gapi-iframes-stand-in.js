// A stand-in for Google's gapi loader (https://apis.google.com/js/api.js), served by the browser world when the
// app runs against the Firebase Auth emulator. The Firebase SDK's popup flow, and the emulator's helper iframe,
// load gapi from Google even then; this machine has no network. Only what both use is here: gapi.load and
// gapi.iframes (open a child iframe, ping it, register and send named messages both ways), over postMessage.
(() => {
  const FILTER = "CROSS_ORIGIN_IFRAMES_FILTER";
  let nextId = 1;

  function channel(target) {
    const handlers = {};
    const pending = {};
    const readyWaiters = [];
    let ready = false;
    window.addEventListener("message", (event) => {
      const message = event.data;
      if (message?.gapiStandIn !== true || event.source !== target) return;
      if (message.kind === "ready") {
        ready = true;
        for (const waiter of readyWaiters.splice(0)) waiter();
      } else if (message.kind === "call") {
        const handler = handlers[message.name];
        Promise.resolve(handler ? handler(message.data) : undefined).then((value) => {
          target.postMessage({ gapiStandIn: true, kind: "reply", id: message.id, responses: [value] }, "*");
        });
      } else if (message.kind === "reply" && pending[message.id]) {
        const callback = pending[message.id];
        delete pending[message.id];
        try {
          callback(message.responses);
        } catch {
          // gapi does not let a callback's exception escape; neither does the stand-in.
        }
      }
    });
    return {
      register(name, handler) {
        handlers[name] = handler;
      },
      send(name, data, callback) {
        const id = nextId++;
        if (callback) pending[id] = callback;
        target.postMessage({ gapiStandIn: true, kind: "call", name, data, id }, "*");
      },
      whenReady(callback) {
        if (ready) callback();
        else readyWaiters.push(callback);
      },
    };
  }

  const context = {
    open(options, onOpened) {
      const frame = document.createElement("iframe");
      frame.src = options.url;
      const attributes = options.attributes || {};
      for (const [name, value] of Object.entries(attributes.style || {})) frame.style[name] = value;
      for (const [name, value] of Object.entries(attributes))
        if (name !== "style") frame.setAttribute(name, value);
      (options.where || document.body).appendChild(frame);
      const rpc = channel(frame.contentWindow);
      const iframe = {
        restyle: () => Promise.resolve(),
        ping: (callback) =>
          new Promise((resolve) =>
            rpc.whenReady(() => {
              if (callback) callback();
              resolve();
            }),
          ),
        register: rpc.register,
        send: rpc.send,
      };
      return Promise.resolve(onOpened ? onOpened(iframe) : iframe);
    },
    getParentIframe() {
      const rpc = channel(window.parent);
      window.parent.postMessage({ gapiStandIn: true, kind: "ready" }, "*");
      return { register: rpc.register, send: rpc.send };
    },
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = { CROSS_ORIGIN_IFRAMES_FILTER: FILTER, getContext: () => context };
  window.gapi.load = (_modules, options) => {
    setTimeout(() => (typeof options === "function" ? options : options.callback)(), 0);
  };
  const source = document.currentScript?.src;
  const onload = source ? new URL(source).searchParams.get("onload") : null;
  if (onload && typeof window[onload] === "function") window[onload]();
  else if (typeof window.gapi_onload === "function") window.gapi_onload();
})();
