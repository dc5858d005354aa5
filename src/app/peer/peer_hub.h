#pragma once
// Peer play's place in the app, whatever scene shows: the table being hosted or joined, the
// page's WebRTC events handed to it each frame (also while a screen covers the table), the
// turn alert in the tab's title, and what the browser tests read (Module.parlorPeer).
#include <memory>
#include <string>
#include <string_view>

#include "app/peer/guest_link.h"
#include "app/peer/host_link.h"
#include "app/screen/scene.h"
#include "app/session/settings.h"
#include "app/session/store.h"

namespace parlor::peer {

// A table with invited seats is starting (or coming back after a reload): its link, which the
// session keeps; the invite screen opens over the table.
std::shared_ptr<HostLink> host_table(scenes::Director& director, net::Match& match, const session::GameSetup& setup);
// The table hosted here, while it shows; null otherwise.
HostLink* hosting();
GuestLink* guesting();
// A page fragment "join=<code>" (an invite) or "answer=<code>" (a guest's answer reaching the
// host's device): true when it was one of these, handled.
bool open_fragment(scenes::Director& director, std::string_view fragment);
// A guest's page that reloaded while it answered an invite (kept by open_fragment until its table
// opens): the joining screen again, with a new answer. False when no such invite is kept.
bool reopen_invite(scenes::Director& director);
// A guest's page back after a reload: connects by itself through the spare connection the host
// sent ahead for its seat, when the device keeps one for that table (false when not, or when
// this page already hosts or joins a table).
bool rejoin_by_spare(scenes::Director& director, const session::Store::PeerSeat& seat);
// Every frame, before the scene's input: the page's events, and what the tests read.
void frame(scenes::Director& director, scenes::Frame& f, double dt);
// After the scene has drawn, over the table: reactions, who is away, the host's Invites button.
void draw_overlay(scenes::Director& director, scenes::Frame& f);
// The table hosted or joined here ticked this frame (it is the scene on top, or under peer play's
// own screens, which keep it running).
void table_showing();
// The invite screen is showing (it has its own controls).
void invites_showing(bool showing);
// The settings' servers as RTCPeerConnection's iceServers JSON.
std::string ice_json(const session::Settings& settings);
// A link's fragment for a code: "join=..." or "answer=...".
std::string join_fragment(const std::string& code);
std::string answer_fragment(const std::string& code);
// A notice whose moment ends when a connection does ("Answer code copied", "Answer received:
// connecting."): withdrawn once a guest here is at the table, or a seat hosted here joins.
void notify_until_seated(scenes::Director& director, std::string message);
// Copies a text to the clipboard (the answer code to paste).
void copy_text(const std::string& text);

// The settings' servers changed: invites not answered yet, and an answer not taken yet, are
// made again with them.
void servers_changed(scenes::Director& director);

// The host's invite screen (every invited seat, or `only_seat`'s alone: the rejoin link of a guest
// who left), a guest's joining screen, and the connection servers' editor.
std::unique_ptr<scenes::Scene> make_invite_screen(scenes::Director& director, int only_seat = -1);
std::unique_ptr<scenes::Scene> make_join_screen(scenes::Director& director);
// A guest's device that lost its table (a reload): whose table, which game and seat, and the way
// back by the host's rejoin link. Null when the device keeps no such table.
std::unique_ptr<scenes::Scene> make_rejoin_screen(scenes::Director& director);
std::unique_ptr<scenes::Scene> make_servers_screen(scenes::Director& director);
// A link (this page with `fragment`) as a QR code to scan, under a title and a line of help.
std::unique_ptr<scenes::Scene> make_qr_screen(scenes::Director& director, std::string title, std::string note,
                                              std::string fragment);

}  // namespace parlor::peer
