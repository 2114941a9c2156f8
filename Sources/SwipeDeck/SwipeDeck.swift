/// The Tinder-style swipe deck app.
