// Peer play's WebRTC layer, linked into the wasm module as an Emscripten JS library beside
// shim.js. It only carries texts: one RTCPeerConnection and one data channel per connection id
// (the host: one per invited seat; a guest: one, to its host). What the texts mean, the codes
// that replace a server's signalling (net/peer_invite.h) and every check are C++'s.
//
// No trickle ICE: a description is handed over only once ICE gathering is complete (or after
// kGatherMs, with what was found), so one code each way is enough. The data channel is
// negotiated (id 0) on both sides: no in-band channel announcement to wait for.
mergeInto(LibraryManager.library, {
  $parlorPeer__deps: ['emscripten_set_main_loop_timing'],
  $parlorPeer: {
    conns: {},
    gatherMs: 5000,
    // Texts longer than this are cut before they reach the wasm heap; C++ refuses anything
    // over its own caps (64 KB from a host, 4 KB from a guest) unread, so a cut text is refused
    // there too, and a giant one never costs more than this much memory.
    passChars: 70000,
    call: function (name, id, a, b) {
      // Heap copies, not ccall's stack strings: a long text must not overflow the stack.
      var pa = 0, pb = 0;
      if (a !== undefined) { var na = lengthBytesUTF8(a) + 1; pa = _malloc(na); stringToUTF8(a, pa, na); }
      if (b !== undefined) { var nb = lengthBytesUTF8(b) + 1; pb = _malloc(nb); stringToUTF8(b, pb, nb); }
      try { Module['_' + name](id, pa, pb); } finally { if (pa) _free(pa); if (pb) _free(pb); }
    },
    event: function (id, what, detail) { parlorPeer.call('parlor_peer_event', id, what, detail || ''); },
    gather: function (pc) {
      return new Promise(function (resolve) {
        if (pc.iceGatheringState === 'complete') return resolve();
        var timer = setTimeout(resolve, parlorPeer.gatherMs);
        pc.addEventListener('icegatheringstatechange', function () {
          if (pc.iceGatheringState === 'complete') { clearTimeout(timer); resolve(); }
        });
      });
    },
    // Test hooks: a browser test sends its own texts on a connection (forged and oversized ones),
    // or drops one.
    hooks: function () {
      if (Module.parlorPeerSendRaw) return;
      // A hidden tab gets no animation frames, and a host that stops there stops every guest's
      // game: while the page is hidden its frames run on a timer (browsers let a hidden tab's
      // timers fire about once a second), so moves are still played and the turn alert shows.
      document.addEventListener('visibilitychange', function () {
        if (document.hidden) _emscripten_set_main_loop_timing(0 /* EM_TIMING_SETTIMEOUT */, 250);
        else _emscripten_set_main_loop_timing(1 /* EM_TIMING_RAF */, 1);
      });
      Module.parlorPeerSendRaw = function (id, text) {
        var c = parlorPeer.conns[id];
        if (!c || c.dc.readyState !== 'open') return false;
        try { c.dc.send(text); } catch (e) { return false; }
        return true;
      };
      Module.parlorPeerDrop = function (id) { var c = parlorPeer.conns[id]; if (c) c.pc.close(); };
    },
    open: function (id, iceJson, cert) {
      parlorPeer.hooks();
      parlorPeer.close(id);
      var servers = [];
      try { servers = JSON.parse(iceJson); } catch (e) {}
      var pc = new RTCPeerConnection(cert ? { iceServers: servers, certificates: [cert] } : { iceServers: servers });
      var dc = pc.createDataChannel('parlor', { negotiated: true, id: 0, ordered: true });
      var c = { id: id, pc: pc, dc: dc, opened: false, closed: false };
      parlorPeer.conns[id] = c;
      dc.onopen = function () {
        c.opened = true;
        // A host's spare connection that opens is its seat's connection from now on (whatever
        // link was waiting for that seat is closed): its guest came back.
        if (c.becomes !== undefined && parlorPeer.conns[id] === c) {
          parlorPeer.close(c.becomes);
          delete parlorPeer.conns[id];
          parlorPeer.conns[c.becomes] = c;
          c.id = c.becomes;
        }
        parlorPeer.event(c.id, 'open');
      };
      dc.onmessage = function (e) {
        if (typeof e.data !== 'string') return;
        if (Array.isArray(window.parlorPeerReceived)) window.parlorPeerReceived.push(e.data);  // test hook
        var text = e.data.length > parlorPeer.passChars ? e.data.slice(0, parlorPeer.passChars) : e.data;
        parlorPeer.call('parlor_peer_text', c.id, text);
      };
      var lost = function () {
        if (c.closed || parlorPeer.conns[c.id] !== c) return;
        c.closed = true;
        parlorPeer.event(c.id, 'closed');
      };
      dc.onclose = lost;
      pc.onconnectionstatechange = function () {
        if (pc.connectionState === 'failed' || pc.connectionState === 'closed') lost();
      };
      return c;
    },
    close: function (id) {
      var c = parlorPeer.conns[id];
      if (!c) return;
      delete parlorPeer.conns[id];
      c.closed = true;
      try { c.dc.close(); } catch (e) {}
      try { c.pc.close(); } catch (e) {}
    },
    // The guest's certificate for spare connections, kept in IndexedDB (a certificate is an
    // object the page cannot write out as text, so it is not in localStorage with the rest):
    // a reloaded page answers with it, and the host checks it against the fingerprint it was
    // sent ahead. A missing or expiring one gives null (made anew by certify).
    certStore: function (write) {
      return new Promise(function (resolve, reject) {
        var r = indexedDB.open('parlor-peer', 1);
        r.onupgradeneeded = function () { r.result.createObjectStore('certs'); };
        r.onerror = function () { reject(r.error); };
        r.onsuccess = function () {
          var tx = r.result.transaction('certs', write ? 'readwrite' : 'readonly');
          resolve(tx.objectStore('certs'));
        };
      });
    },
    loadCert: function () {
      return parlorPeer.certStore(false).then(function (st) {
        return new Promise(function (resolve) {
          var g = st.get('guest');
          g.onsuccess = function () {
            var c = g.result;
            resolve(c && c.expires > Date.now() + 864e5 ? c : null);
          };
          g.onerror = function () { resolve(null); };
        });
      });
    },
    describe: function (id, c, make) {
      return make().then(function (d) { return c.pc.setLocalDescription(d); })
        .then(function () { return parlorPeer.gather(c.pc); })
        .then(function () {
          if (parlorPeer.conns[id] === c) parlorPeer.event(id, 'described', c.pc.localDescription.sdp);
        })
        .catch(function (e) {
          if (parlorPeer.conns[id] === c) parlorPeer.event(id, 'failed', String(e && e.message || e));
        });
    },
  },

  // The host: a new connection for an invited seat; its offer comes back as a 'described' event.
  parlor_js_peer_offer__deps: ['$parlorPeer'],
  parlor_js_peer_offer: function (id, ice) {
    var c = parlorPeer.open(id, UTF8ToString(ice));
    parlorPeer.describe(id, c, function () { return c.pc.createOffer(); });
  },
  // A guest: answers the host's offer; the answer comes back as a 'described' event.
  parlor_js_peer_answer__deps: ['$parlorPeer'],
  parlor_js_peer_answer: function (id, ice, sdp) {
    var c = parlorPeer.open(id, UTF8ToString(ice)), offer = UTF8ToString(sdp);
    parlorPeer.describe(id, c, function () {
      return c.pc.setRemoteDescription({ type: 'offer', sdp: offer }).then(function () { return c.pc.createAnswer(); });
    });
  },
  // The host: a spare connection `id` for `seat`'s guest, whose offer comes back as 'described';
  // when it opens it takes the seat's id (above).
  parlor_js_peer_spare__deps: ['$parlorPeer'],
  parlor_js_peer_spare: function (id, seat, ice) {
    var c = parlorPeer.open(id, UTF8ToString(ice));
    c.becomes = seat;
    parlorPeer.describe(id, c, function () { return c.pc.createOffer(); });
  },
  // A guest: this device's certificate for spare connections (made once, kept); its SHA-256
  // fingerprint comes back as a 'certified' event, or 'failed'.
  parlor_js_peer_certify__deps: ['$parlorPeer'],
  parlor_js_peer_certify: function (id) {
    var fail = function (e) { parlorPeer.event(id, 'failed', String(e && e.message || e)); };
    if (typeof indexedDB === 'undefined' || !RTCPeerConnection.generateCertificate) return fail('no certificate store');
    parlorPeer.loadCert().then(function (cert) {
      if (cert) return cert;
      return RTCPeerConnection.generateCertificate({ name: 'ECDSA', namedCurve: 'P-256' }).then(function (made) {
        return parlorPeer.certStore(true).then(function (st) { st.put(made, 'guest'); return made; });
      });
    }).then(function (cert) {
      var fp = cert.getFingerprints().filter(function (f) { return f.algorithm === 'sha-256'; })[0];
      if (!fp) throw new Error('no SHA-256 fingerprint');
      parlorPeer.event(id, 'certified', fp.value.toUpperCase());
    }).catch(fail);
  },
  // A guest back after a reload: answers the spare offer it kept with the certificate and the
  // ICE credentials its answer, sent ahead, named. No code to pass: it connects by itself.
  parlor_js_peer_rejoin__deps: ['$parlorPeer'],
  parlor_js_peer_rejoin: function (id, ice, sdp, ufrag, pwd) {
    var iceText = UTF8ToString(ice), offer = UTF8ToString(sdp), u = UTF8ToString(ufrag), p = UTF8ToString(pwd);
    parlorPeer.loadCert().then(function (cert) {
      if (!cert) throw new Error('this device no longer has its certificate');
      var c = parlorPeer.open(id, iceText, cert);
      // A spare whose host page is gone never answers; the browser gives up on it only after
      // about half a minute, so the wait ends sooner (a test may shorten it).
      setTimeout(function () {
        if (c.opened || parlorPeer.conns[id] !== c) return;
        parlorPeer.close(id);
        parlorPeer.event(id, 'closed');
      }, window.parlorPeerRejoinMs || 12000);
      return c.pc.setRemoteDescription({ type: 'offer', sdp: offer })
        .then(function () { return c.pc.createAnswer(); })
        .then(function (a) {
          var text = a.sdp.replace(/a=ice-ufrag:.*\r\n/, 'a=ice-ufrag:' + u + '\r\n').replace(/a=ice-pwd:.*\r\n/, 'a=ice-pwd:' + p + '\r\n');
          return c.pc.setLocalDescription({ type: 'answer', sdp: text });
        });
    }).catch(function (e) { parlorPeer.event(id, 'failed', String(e && e.message || e)); });
  },
  // The host: the guest's answer for connection `id`.
  parlor_js_peer_accept__deps: ['$parlorPeer'],
  parlor_js_peer_accept: function (id, sdp) {
    var c = parlorPeer.conns[id];
    if (!c) return;
    c.pc.setRemoteDescription({ type: 'answer', sdp: UTF8ToString(sdp) }).catch(function (e) {
      parlorPeer.event(id, 'failed', String(e && e.message || e));
    });
  },
  parlor_js_peer_send__deps: ['$parlorPeer'],
  parlor_js_peer_send: function (id, text) {
    var c = parlorPeer.conns[id];
    if (!c || !c.opened || c.dc.readyState !== 'open') return 0;
    try { c.dc.send(UTF8ToString(text)); } catch (e) { return 0; }
    return 1;
  },
  parlor_js_peer_close__deps: ['$parlorPeer'],
  parlor_js_peer_close: function (id) { parlorPeer.close(id); },

  // An answer link opened in another tab of this browser (`#answer=...`, see loader.js) reaches
  // the host's tab here. C++ checks it at once and answers what the other tab shows: {code, name}
  // when its seat's connection is being made, {code, refused} with the reason; nothing when this
  // tab hosts no table (another tab may).
  parlor_js_peer_listen__deps: ['$parlorPeer'],
  parlor_js_peer_listen: function () {
    if (typeof BroadcastChannel === 'undefined') return;
    var bc = new BroadcastChannel('parlor-answers');
    bc.onmessage = function (e) {
      if (!e.data || typeof e.data.answer !== 'string' || e.data.answer.length > 2048) return;
      var n = lengthBytesUTF8(e.data.answer) + 1, p = _malloc(n), reply = '';
      stringToUTF8(e.data.answer, p, n);
      try { reply = UTF8ToString(Module['_parlor_peer_answer'](p)); } finally { _free(p); }
      if (reply) bc.postMessage(JSON.parse(reply));
    };
  },

  // Test hooks, read by C++ only when a browser test set them before the page loaded: the host
  // publishes every seat's hidden cards after each move (window.parlorPeerSecrets, to check what
  // guests received against), and a guest plays its seat by itself with the greedy bot
  // (window.parlorPeerAutoplay), drawing no table.
  parlor_js_peer_test_secrets: function () { return Array.isArray(window.parlorPeerSecrets) ? 1 : 0; },
  parlor_js_peer_publish_secrets: function (text) {
    if (Array.isArray(window.parlorPeerSecrets)) window.parlorPeerSecrets.push(JSON.parse(UTF8ToString(text)));
  },
  parlor_js_peer_test_autoplay: function () { return window.parlorPeerAutoplay ? 1 : 0; },

  // The answer code, for the guest to paste into a message.
  parlor_js_copy_text: function (text) {
    var t = UTF8ToString(text);
    // A fragment is copied as a whole link to this page.
    if (t.charAt(0) === '#') t = location.href.split('#')[0] + t;
    Module.parlorLastCopy = t;  // test hook
    if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(t).catch(function () {});
  },
  // The tab's title (the turn alert while the tab is hidden), and whether the tab is hidden.
  parlor_js_set_title: function (text) { document.title = UTF8ToString(text); },
  parlor_js_page_hidden: function () { return document.hidden ? 1 : 0; },
  // This page's address without its fragment, in a heap copy the caller frees.
  parlor_js_page_url: function () {
    var s = location.href.split('#')[0], n = lengthBytesUTF8(s) + 1, p = _malloc(n);
    stringToUTF8(s, p, n);
    return p;
  },
});
