try { } // expect error: SyntaxError: Missing catch or finally after try
